import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * The first column of an xlsx's first worksheet, streamed: the zip's directory is read to find the parts in the order
 * they are needed (workbook, its relationships, shared strings, then the sheet, wherever the writer put them), and
 * the sheet's XML is parsed as it is inflated. Memory holds the shared strings, never the sheet.
 */
export async function* xlsxFirstColumn(file: string): AsyncIterable<string> {
  const zip = await new Promise<ZipFile>((resolve, reject) => yauzl.open(file, { lazyEntries: true, autoClose: false }, (err, z) => (err ? reject(err) : resolve(z))));
  try {
    const entries = await listEntries(zip);
    const part = (name: string) => {
      const entry = entries.get(name);
      if (!entry) throw new Error(`xlsx without ${name}`);
      return openEntry(zip, entry);
    };
    const sheetId = firstSheetRelationship(await readText(await part('xl/workbook.xml')));
    const targets = relationshipTargets(await readText(await part('xl/_rels/workbook.xml.rels')));
    const sheetPath = targets.byId.get(sheetId);
    if (!sheetPath) throw new Error('xlsx without its first worksheet');
    const shared = targets.sharedStrings && entries.has(targets.sharedStrings) ? await sharedStrings(await part(targets.sharedStrings)) : [];
    yield* firstColumn(await part(sheetPath), shared);
  } finally {
    zip.close();
  }
}

function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream.setEncoding('utf8')))));
}

async function readText(stream: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk as string;
  return text;
}

/** An element's name without its namespace prefix (`x:c` → `c`: writers differ). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** Runs a SAX parser over a small XML part, all at once. */
function parseAll(xml: string, onOpen: (tag: SaxesTagPlain) => void): void {
  const parser = new SaxesParser();
  parser.on('opentag', onOpen);
  parser.write(xml).close();
}

/** The relationship id of the workbook's first `<sheet>` (its `r:id`, whatever the prefix). */
function firstSheetRelationship(workbookXml: string): string {
  let id: string | undefined;
  parseAll(workbookXml, (tag) => {
    if (id !== undefined || local(tag.name) !== 'sheet') return;
    id = Object.entries(tag.attributes).find(([name]) => name.includes(':') && local(name) === 'id')?.[1];
  });
  if (id === undefined) throw new Error('xlsx without a worksheet');
  return id;
}

/** The workbook's relationships: part paths by id, and the shared-strings part. */
function relationshipTargets(relsXml: string): { byId: Map<string, string>; sharedStrings: string | undefined } {
  const byId = new Map<string, string>();
  let sharedStrings: string | undefined;
  parseAll(relsXml, (tag) => {
    if (local(tag.name) !== 'Relationship') return;
    const target = tag.attributes.Target ?? '';
    const part = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
    byId.set(tag.attributes.Id ?? '', part);
    if (/\/sharedStrings$/.test(tag.attributes.Type ?? '')) sharedStrings = part;
  });
  return { byId, sharedStrings };
}

/** Feeds a part's XML through a parser as it streams; `drain` takes what the handlers collected after each chunk. */
async function* streamParse<T>(stream: Readable, parser: SaxesParser, drain: () => T[]): AsyncIterable<T> {
  for await (const chunk of stream) {
    parser.write(chunk as string);
    yield* drain();
  }
  parser.close();
  yield* drain();
}

/** The shared strings, each the text of its runs (phonetic hints left out). */
async function sharedStrings(stream: Readable): Promise<string[]> {
  const strings: string[] = [];
  const parser = new SaxesParser();
  let current = '';
  let inText = false;
  let phonetic = 0;
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    if (name === 'si') current = '';
    else if (name === 'rPh') phonetic++;
    else if (name === 't' && !phonetic) inText = true;
  });
  parser.on('text', (text) => {
    if (inText) current += text;
  });
  parser.on('closetag', (tag) => {
    const name = local(tag.name);
    if (name === 't') inText = false;
    else if (name === 'rPh') phonetic--;
    else if (name === 'si') strings.push(current);
  });
  for await (const _ of streamParse(stream, parser, () => [])) void _;
  return strings;
}

/**
 * Column A of each row, as text: shared and inline strings as written, numbers and formula results as stored (a
 * number cell has lost its leading zeros already: spec, UPC as text). A row without a value in A gives ''.
 */
function firstColumn(stream: Readable, shared: string[]): AsyncIterable<string> {
  const parser = new SaxesParser();
  const values: string[] = [];
  let row: string | undefined; // column A of the row being read
  let cell: { type: string; first: boolean } | undefined;
  let position = 0; // cells without a reference count from the row's start
  let text = '';
  let reading = false;
  parser.on('opentag', (tag) => {
    switch (local(tag.name)) {
      case 'row':
        row = '';
        position = 0;
        break;
      case 'c': {
        const reference = tag.attributes.r;
        cell = { type: tag.attributes.t ?? 'n', first: reference ? /^A\d+$/.test(reference) : position === 0 };
        position++;
        text = '';
        break;
      }
      case 'v':
      case 't':
        reading = cell?.first === true;
        break;
    }
  });
  parser.on('text', (chunk) => {
    if (reading) text += chunk;
  });
  parser.on('closetag', (tag) => {
    switch (local(tag.name)) {
      case 'v':
      case 't':
        reading = false;
        break;
      case 'c':
        if (cell?.first) row = (cell.type === 's' ? (shared[Number(text)] ?? '') : text).trim();
        cell = undefined;
        break;
      case 'row':
        values.push(row ?? '');
        row = undefined;
        break;
    }
  });
  return streamParse(stream, parser, () => values.splice(0));
}
