import { useEffect } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { toast, type MutationCallbacks } from '@artshop/ui';
import { reportSaveFailure } from './server-errors';

/** A settings document as its screen reads it (a TanStack query). */
export interface SettingsQuery<TSettings> {
  data: TSettings | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The draft of a settings screen (contact page, business, theme…): a form that shows the saved document
 * once it has loaded and again after each save, Discard back to it, and the save's answers: 'Settings
 * saved' with `saved` under it, or the refused fields marked and the toast of `failed`. The screen makes
 * its save with `saveCallbacks` and hands both to `SettingsForm`.
 */
export function useSettingsForm<TValues extends FieldValues, TSettings extends FieldValues>({
  settings,
  resolver,
  saved,
  failed,
}: {
  settings: SettingsQuery<TSettings>;
  resolver: Resolver<TValues, unknown, TSettings>;
  /** The success toast's text, e.g. 'The contact page has been updated.' */
  saved: string;
  /** The failure toast's text when the server gives no reason. */
  failed: string;
}) {
  const form = useForm<TValues, unknown, TSettings>({ resolver });
  const dirty = form.formState.isDirty;

  useEffect(() => {
    if (settings.data) form.reset(settings.data as unknown as TValues);
  }, [settings.data, form]);

  const saveCallbacks: MutationCallbacks<TSettings, TSettings> = {
    onSuccess: () => {
      toast({ variant: 'success', title: 'Settings saved', description: saved });
    },
    onError: (error) => {
      reportSaveFailure(form, error, { failed });
    },
  };
  const discard = () => {
    if (settings.data) form.reset(settings.data as unknown as TValues);
  };

  return { settings, form, dirty, discard, saveCallbacks };
}

export type SettingsFormFrame<TValues extends FieldValues, TSettings extends FieldValues> = ReturnType<typeof useSettingsForm<TValues, TSettings>>;
