import type { AdminExperiment } from '@lumus/contract/admin/admin-settings';
import { Plus, X } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { addExperimentVariant, createExperiment, saveExperiment } from '../api/admin-settings-api';
import { money, reasonOf } from './admin-format';
import { DataTable } from './data-table';
import { variantRates } from './experiment-outcome';
import {
  checkNewExperiment,
  checkNewVariant,
  EMPTY_VARIANT,
  parseWeight,
  type DraftError,
  type DraftErrors,
  type VariantDraft,
} from './experiment-drafts';
import { CheckboxField, FormFailure, TextField } from './fields';
import { FormActions, SaveFooter } from './form-actions';
import { FormToggle } from './form-toggle';
import { Card } from './settings-card';
import { useSettingsSave } from './use-settings-save';

/** Experiments: weights and switch of each, its counts per variant, new variants and experiments. */
export function ExperimentsCard({ experiments }: { experiments: readonly AdminExperiment[] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('admin.settings.experiments')}>
      <p className="text-xs text-muted">{t('admin.settings.experiments_hint')}</p>
      {experiments.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.settings.no_experiments')}</p>
      ) : (
        <ul className="space-y-3" data-testid="experiment-list">
          {experiments.map((experiment) => (
            <li key={experiment.key}>
              {/* Remounted when variants change, so a new one gets its weight field. */}
              <ExperimentItem
                key={experiment.variants.map((variant) => variant.key).join()}
                experiment={experiment}
              />
            </li>
          ))}
        </ul>
      )}
      <FormToggle
        label={t('admin.experiments.new')}
        renderForm={(onDone) => <NewExperimentForm onDone={onDone} />}
      />
    </Card>
  );
}

function useErrorText(): (error: DraftError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => (error === undefined ? undefined : t(`admin.errors.${error}`));
}

function ExperimentItem({ experiment }: { experiment: AdminExperiment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [active, setActive] = useState(experiment.active);
  const [weights, setWeights] = useState(() =>
    Object.fromEntries(experiment.variants.map((variant) => [variant.key, String(variant.weight)])),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useSettingsSave(saveExperiment);
  const count = (value: number) => value.toLocaleString(language);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const variants = experiment.variants.map((variant) => ({
      key: variant.key,
      weight: parseWeight(weights[variant.key] ?? ''),
    }));
    if (variants.some((variant) => variant.weight === undefined)) {
      setError(t('admin.errors.weight'));
      return;
    }
    setError(null);
    save.mutate({
      key: experiment.key,
      active,
      variants: variants.map((variant) => ({ key: variant.key, weight: variant.weight ?? 0 })),
    });
  };
  return (
    <div
      className="space-y-3 rounded-2xl bg-paper p-3"
      data-testid={`experiment-${experiment.key}`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <p className="text-sm font-semibold text-night">
          <code>{experiment.key}</code>
          {experiment.description === '' ? null : (
            <span className="font-normal text-muted"> · {experiment.description}</span>
          )}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {experiment.variants.map((variant) => (
            <TextField
              key={variant.key}
              label={t('admin.settings.weight', { variant: variant.key })}
              inputMode="numeric"
              value={weights[variant.key] ?? ''}
              onChange={(event) => {
                setWeights({ ...weights, [variant.key]: event.target.value });
              }}
            />
          ))}
        </div>
        <CheckboxField
          label={t('admin.settings.experiment_active')}
          checked={active}
          onChange={setActive}
        />
        <SaveFooter save={save} problem={error} />
      </form>
      <DataTable
        caption={t('admin.experiments.counts', { key: experiment.key })}
        rows={experiment.variants}
        rowKey={(variant) => variant.key}
        columns={[
          { key: 'variant', label: t('admin.experiments.variant'), render: (v) => v.key },
          {
            key: 'weight',
            label: t('admin.experiments.weight'),
            numeric: true,
            render: (v) => count(v.weight),
          },
          {
            key: 'assigned',
            label: t('admin.experiments.assigned'),
            numeric: true,
            render: (v) => count(v.assigned),
          },
          {
            key: 'exposed',
            label: t('admin.experiments.exposed'),
            numeric: true,
            render: (v) => count(v.exposed),
          },
          {
            key: 'views',
            label: t('admin.experiments.views'),
            numeric: true,
            render: (v) => count(v.views),
          },
          {
            key: 'exposedUsers',
            label: t('admin.experiments.exposed_users'),
            numeric: true,
            render: (v) => count(v.exposedUsers),
          },
          {
            key: 'firstPayers',
            label: t('admin.experiments.first_payers'),
            numeric: true,
            render: (v) => {
              const { conversion } = variantRates(v);
              return conversion === null
                ? count(v.firstPayers)
                : `${count(v.firstPayers)} (${conversion.toLocaleString(language, { style: 'percent', maximumFractionDigits: 1 })})`;
            },
          },
          {
            key: 'revenue',
            label: t('admin.experiments.revenue_per_visitor'),
            numeric: true,
            render: (v) => {
              const { revenuePerVisitor } = variantRates(v);
              if (revenuePerVisitor === null) return '—';
              // Per currency that had top-ups, never added; nothing yet reads as ₹0.
              return revenuePerVisitor.length === 0
                ? money(0, 'INR', language)
                : revenuePerVisitor
                    .map((sum) => money(sum.amount, sum.currency, language))
                    .join(' · ');
            },
          },
        ]}
      />
      <FormToggle
        label={t('admin.experiments.add_variant')}
        renderForm={(onDone) => <AddVariantForm experiment={experiment} onDone={onDone} />}
      />
    </div>
  );
}

function AddVariantForm({
  experiment,
  onDone,
}: {
  experiment: AdminExperiment;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<VariantDraft>(EMPTY_VARIANT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const errorText = useErrorText();
  const save = useSettingsSave(addExperimentVariant, onDone);
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = checkNewVariant(
      experiment.variants.map((variant) => variant.key),
      draft,
    );
    if (checked.errors !== null) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate({ experiment: experiment.key, key: checked.key, weight: checked.weight });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <p className="text-xs text-muted">{t('admin.experiments.add_variant_hint')}</p>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('admin.experiments.variant_key')}
          value={draft.key}
          autoCapitalize="none"
          error={errorText(errors['key'])}
          onChange={(event) => {
            setDraft({ ...draft, key: event.target.value });
          }}
        />
        <TextField
          label={t('admin.experiments.weight')}
          inputMode="numeric"
          value={draft.weight}
          error={errorText(errors['weight'])}
          onChange={(event) => {
            setDraft({ ...draft, weight: event.target.value });
          }}
        />
      </div>
      <FormFailure message={save.isError ? reasonOf(save.error) : null} />
      <FormActions
        pending={save.isPending}
        submitLabel={t('admin.experiments.add')}
        onCancel={onDone}
      />
    </form>
  );
}

function NewExperimentForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [key, setKey] = useState('');
  const [description, setDescription] = useState('');
  const [active, setActive] = useState(false);
  const [variants, setVariants] = useState<readonly VariantDraft[]>([
    { key: 'control', weight: '1' },
    EMPTY_VARIANT,
  ]);
  const [errors, setErrors] = useState<DraftErrors>({});
  const errorText = useErrorText();
  const save = useSettingsSave(createExperiment, onDone);
  const setVariant = (index: number, change: Partial<VariantDraft>) => {
    setVariants(
      variants.map((variant, at) => (at === index ? { ...variant, ...change } : variant)),
    );
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = checkNewExperiment({ key, description, active, variants });
    if (checked.errors !== null) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.input);
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-3 rounded-2xl bg-paper p-3"
      data-testid="experiment-form"
    >
      <h3 className="text-base font-semibold text-night">{t('admin.experiments.new')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('admin.experiments.key')}
          hint={t('admin.experiments.key_hint')}
          value={key}
          autoCapitalize="none"
          error={errorText(errors['key'])}
          onChange={(event) => {
            setKey(event.target.value);
          }}
        />
        <TextField
          label={t('admin.experiments.description')}
          value={description}
          maxLength={200}
          onChange={(event) => {
            setDescription(event.target.value);
          }}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-night">
          {t('admin.experiments.variants')}
        </legend>
        {variants.map((variant, index) => (
          <div key={index} className="grid grid-cols-[1fr_6rem_auto] items-start gap-2">
            <TextField
              label={t('admin.experiments.variant_n', { n: index + 1 })}
              value={variant.key}
              autoCapitalize="none"
              error={errorText(errors[`variants.${String(index)}.key`])}
              onChange={(event) => {
                setVariant(index, { key: event.target.value });
              }}
            />
            <TextField
              label={t('admin.experiments.weight')}
              inputMode="numeric"
              value={variant.weight}
              error={errorText(errors[`variants.${String(index)}.weight`])}
              onChange={(event) => {
                setVariant(index, { weight: event.target.value });
              }}
            />
            <button
              type="button"
              className="mt-6 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-muted hover:bg-violet-soft disabled:opacity-40"
              aria-label={t('admin.experiments.remove_variant', { n: index + 1 })}
              disabled={variants.length === 1}
              onClick={() => {
                setVariants(variants.filter((_, at) => at !== index));
              }}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        ))}
        {errors['variants'] === undefined ? null : (
          <p className="text-xs text-error">{errorText(errors['variants'])}</p>
        )}
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-violet hover:bg-violet-soft"
          onClick={() => {
            setVariants([...variants, EMPTY_VARIANT]);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('admin.experiments.another_variant')}
        </button>
      </fieldset>
      <CheckboxField
        label={t('admin.experiments.start_now')}
        checked={active}
        onChange={setActive}
      />
      <FormFailure message={save.isError ? reasonOf(save.error) : null} />
      <FormActions
        pending={save.isPending}
        submitLabel={t('admin.experiments.create')}
        onCancel={onDone}
      />
    </form>
  );
}
