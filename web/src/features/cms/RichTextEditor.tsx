import { Box, Button, chakra, HStack, Text } from '@chakra-ui/react';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createHeadingNode, $isHeadingNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isDecoratorNode,
  $isElementNode,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Modal } from '../../components/ui/Modal';
import { $createImageNode, ImageNode } from './ImageNode';

type Block = 'paragraph' | 'h2' | 'h3';

// Loaded when a dialog first opens (InsertFields.tsx says why); the dialog opens at once and shows them when they are in.
const LinkFields = lazy(() => import('./InsertFields').then((module) => ({ default: module.LinkFields })));
const ImageFields = lazy(() => import('./InsertFields').then((module) => ({ default: module.ImageFields })));

/** Only http(s), mail and site-relative addresses become links (the page renderer accepts no others either). */
export const isAllowedUrl = (url: string) => /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i.test(url.trim());

/** Inline nodes at the top level (text, links, images) are put into paragraphs: the root holds blocks only. */
function $blocksOf(nodes: LexicalNode[]): LexicalNode[] {
  const blocks: LexicalNode[] = [];
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of nodes) {
    if (($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline()) {
      paragraph = null;
      blocks.push(node);
    } else {
      paragraph ??= $createParagraphNode();
      if (!blocks.includes(paragraph)) blocks.push(paragraph);
      paragraph.append(node);
    }
  }
  return blocks;
}

function $loadHtml(editor: LexicalEditor, html: string) {
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const root = $getRoot();
  root.clear();
  const blocks = $blocksOf($generateNodesFromDOM(editor, dom));
  if (blocks.length) root.append(...blocks);
  else root.append($createParagraphNode());
}

interface ToolbarState {
  block: Block;
  bold: boolean;
  italic: boolean;
  list: 'bullet' | 'number' | null;
  link: boolean;
}

const IDLE: ToolbarState = { block: 'paragraph', bold: false, italic: false, list: null, link: false };

function useToolbarState(editor: LexicalEditor): ToolbarState {
  const [state, setState] = useState<ToolbarState>(IDLE);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          const anchor = selection.anchor.getNode();
          const top = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow();
          const list = $getNearestNodeOfType(anchor, ListNode);
          setState({
            block: $isHeadingNode(top) && (top.getTag() === 'h2' || top.getTag() === 'h3') ? top.getTag() as Block : 'paragraph',
            bold: selection.hasFormat('bold'),
            italic: selection.hasFormat('italic'),
            list: $isListNode(list) ? (list.getListType() === 'number' ? 'number' : 'bullet') : null,
            link: !!$findMatchingParent(anchor, $isLinkNode),
          });
        }),
      ),
    [editor],
  );
  return state;
}

interface ToolbarProps {
  /** Takes a picture the person chose: the address to show it by, or why it cannot go in. */
  addImage: (file: File) => Promise<{ url: string } | { error: string }>;
}

function Toolbar({ addImage }: ToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const state = useToolbarState(editor);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const setBlock = (block: Block) =>
    editor.update(() => {
      const selection = $getSelection();
      $setBlocksType(selection, () => (block === 'paragraph' ? $createParagraphNode() : $createHeadingNode(block)));
    });
  const toggleList = (type: 'bullet' | 'number') =>
    editor.dispatchCommand(state.list === type ? REMOVE_LIST_COMMAND : type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  const close = () => {
    setDialog(null);
    setUrl('');
    setAlt('');
    setFile(null);
    setError(null);
  };
  const insertLink = () => {
    if (!isAllowedUrl(url)) return setError('Podaj adres zaczynający się od https://, http://, mailto: lub /');
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim());
    close();
  };
  const insertImage = async () => {
    if (!file) return setError('Wybierz plik obrazu.');
    setBusy(true);
    const added = await addImage(file);
    setBusy(false);
    if ('error' in added) return setError(added.error);
    editor.update(() => $insertNodes([$createImageNode(added.url, alt.trim())]));
    close();
  };

  return (
    <HStack role="toolbar" aria-label="Formatowanie" gap="1" flexWrap="wrap" borderBottomWidth="1px" p="2">
      {/* The browser's own select, as the toolbar's buttons are plain: Chakra's NativeSelect brings Ark's field machinery. */}
      <chakra.select
        aria-label="Styl tekstu"
        value={state.block}
        onChange={(e) => setBlock(e.target.value as Block)}
        width="44"
        height="8"
        px="2"
        textStyle="sm"
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
      >
        <option value="paragraph">Akapit</option>
        <option value="h2">Nagłówek</option>
        <option value="h3">Podtytuł</option>
      </chakra.select>
      <Button size="sm" variant={state.bold ? 'solid' : 'outline'} aria-pressed={state.bold} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        Pogrubienie
      </Button>
      <Button size="sm" variant={state.italic ? 'solid' : 'outline'} aria-pressed={state.italic} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        Kursywa
      </Button>
      <Button size="sm" variant={state.list === 'bullet' ? 'solid' : 'outline'} aria-pressed={state.list === 'bullet'} onClick={() => toggleList('bullet')}>
        Lista punktowana
      </Button>
      <Button size="sm" variant={state.list === 'number' ? 'solid' : 'outline'} aria-pressed={state.list === 'number'} onClick={() => toggleList('number')}>
        Lista numerowana
      </Button>
      <Button size="sm" variant="outline" onClick={() => (state.link ? editor.dispatchCommand(TOGGLE_LINK_COMMAND, null) : setDialog('link'))}>
        {state.link ? 'Usuń link' : 'Link'}
      </Button>
      <Button size="sm" variant="outline" onClick={() => setDialog('image')}>
        Obraz
      </Button>

      <Modal
        open={dialog === 'link'}
        onClose={close}
        title="Wstaw link"
        footer={
          <Button colorPalette="blue" onClick={insertLink}>
            Wstaw link
          </Button>
        }
      >
        <Suspense fallback={null}>
          <LinkFields url={url} onUrl={setUrl} error={error} />
        </Suspense>
      </Modal>
      <Modal
        open={dialog === 'image'}
        onClose={close}
        title="Wstaw obraz"
        footer={
          <Button colorPalette="blue" onClick={insertImage} loading={busy}>
            Wstaw obraz
          </Button>
        }
      >
        <Suspense fallback={null}>
          <ImageFields alt={alt} onAlt={setAlt} onFile={setFile} error={error} />
        </Suspense>
      </Modal>
    </HStack>
  );
}

interface Props {
  /** The saved HTML the editor starts from. */
  initialHtml: string;
  onChange: (html: string) => void;
  addImage: ToolbarProps['addImage'];
  label: string;
}

/** The page content editor (Lexical): headings, bold and italic, lists, links and images; gives HTML. */
export function RichTextEditor({ initialHtml, onChange, addImage, label }: Props) {
  const initialConfig = {
    namespace: 'page-content',
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    onError: (error: Error) => {
      throw error;
    },
    editorState: (editor: LexicalEditor) => $loadHtml(editor, initialHtml),
    theme: { text: { bold: 'editor-bold', italic: 'editor-italic' } },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Box borderWidth="1px" borderRadius="md" css={{ '& .editor-bold': { fontWeight: 'bold' }, '& .editor-italic': { fontStyle: 'italic' } }}>
        <Toolbar addImage={addImage} />
        <Box position="relative" p="4" minH="64" css={{ '& ul': { listStyleType: 'disc', ps: '6' }, '& ol': { listStyleType: 'decimal', ps: '6' }, '& h2': { fontSize: 'xl', fontWeight: 'bold' }, '& h3': { fontSize: 'lg', fontWeight: 'bold' }, '& a': { color: 'blue.700', textDecoration: 'underline' } }}>
          <RichTextPlugin
            contentEditable={<ContentEditable aria-label={label} aria-multiline="true" role="textbox" style={{ outline: 'none', minHeight: '14rem' }} />}
            placeholder={<Text position="absolute" top="4" color="fg.muted" pointerEvents="none">Wpisz treść strony…</Text>}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </Box>
      </Box>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isAllowedUrl} />
      <OnChangePlugin ignoreSelectionChange onChange={(state, editor) => state.read(() => onChange($generateHtmlFromNodes(editor)), { editor })} />
    </LexicalComposer>
  );
}
