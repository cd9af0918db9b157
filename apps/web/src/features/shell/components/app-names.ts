import { useShellTranslation } from '../i18n';
import en from '../locales/en';

/** A menu name the apps catalogue has a label for (shell namespace, apps.names). */
export type CatalogueName = keyof typeof en.apps.names;

export function isCatalogueName(name: string): name is CatalogueName {
  return Object.hasOwn(en.apps.names, name);
}

/**
 * An app's label in the language on screen. The English menu name stays the app's identity (the
 * access check, the icon, the route); a menu the catalogue does not know keeps its own name.
 */
export function useAppLabel(): (name: string) => string {
  const { t } = useShellTranslation();
  return (name) => (isCatalogueName(name) ? t(`apps.names.${name}`) : name);
}
