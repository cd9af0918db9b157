import { PROFILE_VISIBILITIES } from '@ankur/shared/schemas/account';
import {
  PITCH_MAX,
  type TIndianState,
  type TVenture,
  type TVentureInput,
  type TVentureNeed,
  type TVentureStage,
  VENTURE_NEEDS,
  VENTURE_SECTORS,
  VENTURE_STAGES,
} from '@ankur/shared/schemas/profiles';
import { useProfilesTranslation } from '../i18n';
import { CheckGroup, PlaceFields, SelectField, TextField } from './fields';

export type VentureSector = (typeof VENTURE_SECTORS)[number];

/** The venture form's values as typed (numbers as text until sent). */
export interface VentureDraft {
  name: string;
  stage: TVentureStage | '';
  sector: VentureSector | '';
  state: TIndianState | '';
  city: string;
  team_size: string;
  website: string;
  pitch: string;
  needs: TVentureNeed[];
  visibility: TVenture['visibility'];
}

export const emptyDraft = (): VentureDraft => ({
  name: '',
  stage: '',
  sector: '',
  state: '',
  city: '',
  team_size: '1',
  website: '',
  pitch: '',
  needs: [],
  visibility: 'members',
});

export const draftOf = (v: TVenture): VentureDraft => ({
  name: v.name,
  stage: v.stage,
  sector: v.sector,
  state: (v.state as TIndianState | null) ?? '',
  city: v.city,
  team_size: String(v.team_size),
  website: v.website ?? '',
  pitch: v.pitch,
  needs: v.needs,
  visibility: v.visibility,
});

/** What is sent: an unchosen select goes as '' so the API's 400 names it. */
export const inputOf = (d: VentureDraft): TVentureInput =>
  ({
    name: d.name.trim(),
    stage: d.stage,
    sector: d.sector,
    state: d.state || null,
    city: d.city.trim(),
    team_size: Number(d.team_size) || 0,
    website: d.website.trim(),
    pitch: d.pitch.trim(),
    needs: d.needs,
    visibility: d.visibility,
  }) as TVentureInput;

export const VENTURE_FIELDS = [
  'name',
  'stage',
  'sector',
  'state',
  'city',
  'team_size',
  'website',
  'pitch',
  'needs',
  'visibility',
] as const;
export type VentureErrors = Partial<Record<(typeof VENTURE_FIELDS)[number], string>>;

type Part = 'basics' | 'where' | 'pitch' | 'visibility';

/** The venture's fields, in parts the wizard shows one step at a time (the full form shows all). */
export function VentureFields({
  draft,
  onChange,
  errors,
  parts = ['basics', 'where', 'pitch', 'visibility'],
}: {
  draft: VentureDraft;
  onChange: (d: VentureDraft) => void;
  errors: VentureErrors;
  parts?: Part[];
}) {
  const { t } = useProfilesTranslation();
  const set =
    <K extends keyof VentureDraft>(key: K) =>
    (value: VentureDraft[K]) =>
      onChange({ ...draft, [key]: value });
  return (
    <div className="flex flex-col gap-4">
      {parts.includes('basics') ? (
        <>
          <TextField
            id="venture-name"
            label={t('venture.name')}
            value={draft.name}
            onChange={set('name')}
            required
            maxLength={120}
            error={errors.name}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="venture-sector"
              label={t('venture.sector')}
              value={draft.sector}
              options={VENTURE_SECTORS}
              labelOf={(s) => t(`sectors.${s}`)}
              onChange={set('sector')}
              required
              error={errors.sector}
            />
            <SelectField
              id="venture-stage"
              label={t('venture.stage')}
              value={draft.stage}
              options={VENTURE_STAGES}
              labelOf={(s) => t(`stages.${s}`)}
              onChange={set('stage')}
              required
              error={errors.stage}
            />
          </div>
        </>
      ) : null}
      {parts.includes('where') ? (
        <>
          <PlaceFields
            idPrefix="venture"
            stateLabel={t('venture.state')}
            cityLabel={t('venture.city')}
            state={draft.state}
            city={draft.city}
            onState={set('state')}
            onCity={set('city')}
            errors={errors}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="venture-team"
              type="number"
              label={t('venture.teamSize')}
              value={draft.team_size}
              onChange={set('team_size')}
              required
              error={errors.team_size}
            />
            <TextField
              id="venture-website"
              type="url"
              label={t('venture.website')}
              hint={t('venture.websiteHint')}
              value={draft.website}
              onChange={set('website')}
              maxLength={300}
              error={errors.website}
            />
          </div>
        </>
      ) : null}
      {parts.includes('pitch') ? (
        <>
          <TextField
            id="venture-pitch"
            label={t('venture.pitch')}
            value={draft.pitch}
            onChange={set('pitch')}
            maxLength={PITCH_MAX}
            error={errors.pitch}
            aside={
              <span className="text-xs text-stone-500">{t('venture.pitchCount', { count: draft.pitch.length })}</span>
            }
          />
          <CheckGroup
            legend={t('venture.needs')}
            options={VENTURE_NEEDS}
            value={draft.needs}
            labelOf={(n) => t(`needs.${n}`)}
            onChange={set('needs')}
            error={errors.needs}
          />
        </>
      ) : null}
      {parts.includes('visibility') ? (
        <SelectField
          id="venture-visibility"
          label={t('visibility.label')}
          value={draft.visibility}
          options={PROFILE_VISIBILITIES}
          labelOf={(v) => t(`visibility.${v}`)}
          onChange={(v) => v && set('visibility')(v)}
          error={errors.visibility}
        />
      ) : null}
    </div>
  );
}
