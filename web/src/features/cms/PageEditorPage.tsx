import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CMS_NEW_IMAGES_MAX, CMS_PAGES, cmsMessages, messages } from 'schema/validation';
import { EditablePageContentDocument, SavePageContentDocument } from './Cms.generated';
import { useStatusMessage } from '../../shared/status/StatusMessage';
import { usePageTitle } from '../../components/ui/PageTitle';
import { Tabs } from '../../components/ui/Tabs';
import { RichTextEditor } from './RichTextEditor';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useAccessProblems } from '../../shared/problems/useAccessProblems';
import { LocalImages } from './localImages';

/** The preview (with the sanitiser's loader) comes after the editor's first screen, which is the edit tab. */
const PreviewPanel = lazy(() => import('./PreviewPanel'));

/**
 * `/homepage_cms`, `/how_it_works_cms`, `/verify_data_cms`: an edit tab and a preview tab, each with the save button
 * (the spec puts it in the preview; people write in the edit tab and look for it there).
 */
export default function PageEditorPage() {
  const { pathname } = useLocation();
  const target = CMS_PAGES.find((p) => p.editor === pathname) ?? CMS_PAGES[0];
  const { page } = target;
  usePageTitle(`Edycja: ${target.title}`);
  const { show } = useStatusMessage();
  const { data, loading } = useQuery(EditablePageContentDocument, { variables: { page }, fetchPolicy: 'network-only' });
  const [html, setHtml] = useState<string | null>(null);
  // What the server holds once this page saved it (the query's answer is read once, with network-only).
  const [stored, setStored] = useState<string | null>(null);
  const [save, saving] = useMutation(SavePageContentDocument);
  const [sendingImages, setSendingImages] = useState(false);
  const [images] = useState(() => new LocalImages());
  useEffect(() => () => images.release(), [images]);
  const handled = useAccessProblems();
  const saved = data?.pageContent.content;
  const content = html ?? saved ?? '';
  const dirty = html !== null && images.resolve(html) !== (stored ?? saved);

  /** New pictures go with the save itself (`file[]`); without any, the save is the graph's mutation. */
  const saveWithImages = async (outgoing: ReturnType<LocalImages['toSave']>) => {
    if (outgoing.files.length > CMS_NEW_IMAGES_MAX) return show('error', cmsMessages.tooManyNewImages(CMS_NEW_IMAGES_MAX));
    setSendingImages(true);
    const { savePageWithImages } = await import('./savePageWithImages');
    const answer = await savePageWithImages(target.slug, outgoing.content, outgoing.files).finally(() => setSendingImages(false));
    if ('problem' in answer) {
      if (!handled(answer.problem)) show('error', answer.problem.message);
      return;
    }
    images.stored(outgoing.urls, answer.newImages.map((image) => image.url));
    setStored(answer.content);
    show('success', answer.message);
  };

  const submit = async () => {
    const outgoing = images.toSave(content);
    if (outgoing.files.length) return saveWithImages(outgoing);
    try {
      const { data: answer } = await save({ variables: { page, content: outgoing.content } });
      const outcome = answer?.savePageContent;
      if (outcome?.__typename === 'PageContent') {
        setStored(outgoing.content);
        show('success', outcome.message);
      } else if (!handled(outcome)) show('error', outcome?.message ?? messages.generic);
    } catch {
      show('error', messages.generic);
    }
  };

  const saveButton = (
    <Button colorPalette="blue" alignSelf="flex-start" onClick={submit} loading={saving.loading || sendingImages}>
      Zapisz
    </Button>
  );

  return (
    <Stack gap="6">
      <UnsavedChangesGuard dirty={dirty} />
      <Heading as="h1" size="2xl">
        Edycja strony: {target.title}
      </Heading>
      <Text>
        Treść pokazuje się na stronie{' '}
        <Link asChild color="blue.700">
          <RouterLink to={target.path}>{target.path}</RouterLink>
        </Link>
        .
      </Text>
      {loading && saved === undefined ? (
        // The editor's place, kept while its content loads (no jump when it arrives).
        <Box height="64" display="grid" placeItems="center">
          <Spinner aria-label="Wczytywanie treści" />
        </Box>
      ) : (
        <Tabs
          tabs={[
            {
              value: 'edit',
              label: 'Edycja',
              content: (
                <Stack gap="4">
                  <RichTextEditor
                    key={page}
                    label={`Treść strony ${target.title}`}
                    initialHtml={saved ?? ''}
                    onChange={setHtml}
                    addImage={async (file) => images.add(file)}
                  />
                  {saveButton}
                </Stack>
              ),
            },
            {
              value: 'preview',
              label: 'Podgląd',
              content: (
                <Suspense fallback={<Spinner aria-label="Wczytywanie podglądu" />}>
                  <PreviewPanel html={content}>{saveButton}</PreviewPanel>
                </Suspense>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
