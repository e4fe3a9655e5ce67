import { isValid, parse, startOfToday } from 'date-fns';
import { AdminForm } from '../../../components/admin/AdminForm';
import { AdminPage } from '../../../components/admin/AdminPage';
import { AdminTabs } from '../../../components/admin/AdminTabs';
import { QueryState } from '../../../components/QueryState';
import { formOf } from '../../../components/admin/form-of';
import { HistoryButton } from '../../../components/admin/HistoryDialog';
import { CONTENT_FIELDS, contentRef } from '../api/content-ref';
import { formatDay } from '../../../lib/dates';
import { useSiteContent } from '../api/get-site-content';
import { useSaveHomeContent } from '../api/save-home-content';
import { useSaveNewsletter } from '../api/save-newsletter';
import { useSaveRules } from '../api/save-rules';
import type { SiteContent } from '../types';
import { HomeArticlesSection } from './HomeArticlesSection';
import { PICTURE_USES } from '../../../config/areas';

/** The stored dd/mm/yyyy text as a date, or null when it is not one. */
function storedDay(text: string): Date | null {
  const date = parse(text, 'dd/MM/yyyy', new Date());
  return isValid(date) ? date : null;
}

/** The three areas' text editors: Home (with a picture and, below, the articles), Rules, Newsletter. */
function useContentForms(content: SiteContent) {
  const saveHome = useSaveHomeContent();
  const saveRules = useSaveRules();
  const saveNewsletter = useSaveNewsletter();
  return [
    formOf({
      fields: [
        {
          name: 'homeText',
          label: 'Home Text',
          kind: 'richText',
          max: 20_000,
          tooLong: 'The home text is too long: keep it under 20,000 characters.',
        },
        {
          name: 'picture',
          label: 'Picture',
          kind: 'image',
          picture: PICTURE_USES.homeBanner,
          currentUrl: content.homeImage || undefined,
          previewAlt: 'The current home page picture',
        },
      ],
      values: content,
      disableUntilValid: true,
      afterSave: { picture: undefined },
      submitLabel: 'Save',
      saved: 'The home page was saved.',
      failureAction: 'save the home page',
      onSubmit: ({ homeText, picture }) => saveHome.mutateAsync({ homeText, picture }),
    }),
    formOf({
      fields: [
        {
          name: 'rulesText',
          label: 'Rules Text',
          kind: 'richText',
          max: 50_000,
          tooLong: 'The rules are too long: keep them under 50,000 characters.',
          // Editing the rules sets their date to today (docs/product-spec.md §4), unless the admin chose one.
          onEdit: ({ getFieldState, setValue }) => {
            if (!getFieldState('rulesUpdated').isDirty) {
              setValue('rulesUpdated', startOfToday(), { shouldValidate: true });
            }
          },
        },
        {
          name: 'rulesUpdated',
          label: 'Rules Updated',
          kind: 'date',
          required: 'Enter the date the rules were updated, as dd/mm/yyyy.',
          disableFuture: true,
          helperText: 'Set to today when the rules text changes; change it if needed.',
        },
      ],
      values: { ...content, rulesUpdated: storedDay(content.rulesUpdated) },
      submitLabel: 'Save Rules',
      saved: ({ rulesUpdated }) => `The rules were saved (updated ${formatDay(rulesUpdated)}).`,
      onSubmit: (values) => saveRules.mutateAsync(values),
    }),
    formOf({
      fields: [
        {
          name: 'newsletterText',
          label: 'Newsletter Text',
          kind: 'richText',
          max: 50_000,
          tooLong: 'The newsletter is too long: keep it under 50,000 characters.',
        },
      ],
      values: content,
      submitLabel: 'Save Newsletter',
      saved: 'The newsletter was saved.',
      onSubmit: ({ newsletterText }) => saveNewsletter.mutateAsync(newsletterText),
    }),
  ];
}

// Each tab's History: the changes of its own fields of content/main, put back alone.
const TAB_HISTORY = [
  { name: 'the home page', fields: CONTENT_FIELDS.home },
  { name: 'the rules', fields: CONTENT_FIELDS.rules },
  { name: 'the newsletter', fields: CONTENT_FIELDS.newsletter },
] as const;

function ContentTab({ content, index }: { content: SiteContent; index: number }) {
  const forms = useContentForms(content);
  const history = TAB_HISTORY[index] ?? TAB_HISTORY[0];
  return (
    <>
      <AdminForm key={index} editor {...(forms[index] ?? forms[0]!)} />
      <HistoryButton
        sx={{ mt: 2 }}
        area="manageContent"
        path={contentRef().path}
        name={history.name}
        fields={history.fields}
      />
      {index === 0 && <HomeArticlesSection />}
    </>
  );
}

export function ManageContentPage() {
  const content = useSiteContent();
  return (
    <AdminPage title="Manage Content">
      <AdminTabs label="Content areas" tabs={['Home', 'Rules', 'Newsletter']}>
        {(index) => (
          <QueryState query={content} what="the site content">
            {(data) => <ContentTab content={data} index={index} />}
          </QueryState>
        )}
      </AdminTabs>
    </AdminPage>
  );
}
