import { LOCALES, type ContentKind, type Locale } from '@chokdee/domain';
import { Alert, Button, Group, Input, NumberInput, SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { translateAdminError, useAdminT } from '../../../lib/admin/i18n.ts';
import { useFeedback } from '../../../lib/admin/ui.tsx';
import { useSaveContent, type AdminContentView } from './content-admin-api.ts';
import { checkDraft, draftOf, toSaveRequest, type ContentDraft, type DraftErrors } from './content-draft.ts';
import { RichTextField } from './rich-text-field.tsx';

export interface ContentEditorProps {
  kind: ContentKind;
  /** The page edited, or null for a new one. */
  page: AdminContentView | null;
  /** The kind's slugs, which a new page may not take (a save would replace that page). */
  takenSlugs: readonly string[];
  /** A new page's order: after the kind's last page. */
  nextSortOrder: number;
  onClose: () => void;
}

/**
 * A page's editor (lazy: tiptap is loaded only when staff open it): slug (new pages), order, video
 * link (videos), and per language a title and a rich-text body. Thai is required; an optional
 * language left empty is not sent, so its members see the Thai page.
 */
export default function ContentEditor({
  kind,
  page,
  takenSlugs,
  nextSortOrder,
  onClose,
}: ContentEditorProps) {
  const { t } = useAdminT();
  const feedback = useFeedback();
  const save = useSaveContent();
  const [draft, setDraft] = useState<ContentDraft>(() => draftOf(kind, page, nextSortOrder));
  const [locale, setLocale] = useState<Locale>('th');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [videoError, setVideoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isNew = page === null;
  const error = (field: string) => {
    const key = errors[field];
    return key ? t(`content.errors.${key}`) : undefined;
  };
  const setText = (of: Locale, patch: Partial<ContentDraft['translations'][Locale]>) =>
    setDraft((current) => ({
      ...current,
      translations: { ...current.translations, [of]: { ...current.translations[of], ...patch } },
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setVideoError(null);
    const found = checkDraft(draft, isNew ? takenSlugs : null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The tab of the first language with a problem, so its message is in view.
      const first = LOCALES.find((l) => found[`title.${l}`]);
      if (first) setLocale(first);
      setFailure(t('content.errors.fix'));
      return;
    }
    save.mutate(toSaveRequest(draft), {
      onSuccess: () => {
        feedback.ok(t('content.saved'));
        onClose();
      },
      onError: (cause) => {
        const message = translateAdminError(t, cause);
        if (isApiError(cause) && cause.code === 'VIDEO_URL') setVideoError(message);
        setFailure(message);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="content-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {isNew && (
            <TextInput
              label={t('content.slug')}
              description={t('content.slugHint')}
              value={draft.slug}
              error={error('slug')}
              required
              maxLength={60}
              autoCapitalize="none"
              spellCheck={false}
              data-testid="content-slug"
              onChange={(e) => {
                const slug = e.currentTarget.value;
                setDraft((current) => ({ ...current, slug }));
              }}
            />
          )}
          <NumberInput
            label={t('content.sortOrder')}
            description={t('content.sortOrderHint')}
            value={draft.sortOrder}
            min={0}
            max={10_000}
            allowDecimal={false}
            allowNegative={false}
            data-testid="content-sort-order"
            onChange={(v) =>
              setDraft((current) => ({ ...current, sortOrder: typeof v === 'number' ? v : 0 }))
            }
          />
          {kind === 'vdo' && (
            <TextInput
              type="url"
              label={t('content.videoUrl')}
              description={t('content.videoUrlHint')}
              placeholder="https://www.youtube.com/watch?v=…"
              value={draft.videoUrl}
              error={videoError}
              data-testid="content-video-url"
              onChange={(e) => {
                const videoUrl = e.currentTarget.value;
                setDraft((current) => ({ ...current, videoUrl }));
              }}
            />
          )}
        </SimpleGrid>
        <Tabs value={locale} onChange={(l) => l && setLocale(l as Locale)} data-testid="content-languages">
          <Tabs.List>
            {LOCALES.map((l) => (
              <Tabs.Tab
                key={l}
                value={l}
                color={errors[`title.${l}`] ? 'red' : undefined}
                data-testid={`content-tab-${l}`}
              >
                {t(`content.language.${l}`)}
                {l === 'th' ? ' *' : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {LOCALES.map((l) => (
            <Tabs.Panel key={l} value={l} pt="sm">
              <Stack gap="sm">
                <TextInput
                  label={t('content.pageTitle')}
                  description={l === 'th' ? t('content.thaiRequired') : t('content.optionalEmpty')}
                  value={draft.translations[l].title}
                  error={error(`title.${l}`)}
                  required={l === 'th'}
                  maxLength={200}
                  data-testid={`content-title-${l}`}
                  onChange={(e) => setText(l, { title: e.currentTarget.value })}
                />
                <Input.Wrapper label={t('content.body')} labelElement="div">
                  <RichTextField
                    value={draft.translations[l].body}
                    onChange={(body) => setText(l, { body })}
                    testId={`content-body-${l}`}
                    // The dialog's header (60 px) sticks above it.
                    toolbarOffset={60}
                  />
                </Input.Wrapper>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        {failure && (
          <Alert color="red" variant="light" data-testid="content-save-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="content-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
