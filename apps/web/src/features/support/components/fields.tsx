/** The support forms' fields and badges are the UI kit's. */
export { Badge, type BadgeTone } from '../../../components/ui/badge';
export { Field, fieldAria, INPUT_CLASS } from '../../../components/ui/field';
