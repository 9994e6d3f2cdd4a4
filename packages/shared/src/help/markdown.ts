// The Markdown of help articles, parsed to plain blocks the web renders as elements: raw HTML is never
// interpreted (it stays text), and links keep only http(s), mailto and same-site addresses.

export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3; inlines: MarkdownInline[] }
  | { kind: 'paragraph'; inlines: MarkdownInline[] }
  | { kind: 'list'; ordered: boolean; items: MarkdownInline[][] };

/** http(s), mailto and relative addresses ("/admin/…", "#part"); "//host" and javascript: are not links. */
export function safeHref(href: string): string | null {
  const h = href.trim();
  if (/^(https?:\/\/|mailto:)/i.test(h)) return h;
  if (/^\/(?!\/)/.test(h) || h.startsWith('#')) return h;
  return null;
}

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|_([^_]+)_|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInlines(line: string): MarkdownInline[] {
  const out: MarkdownInline[] = [];
  const push = (text: string) => {
    if (!text) return;
    const last = out.at(-1);
    if (last?.kind === 'text') last.text += text;
    else out.push({ kind: 'text', text });
  };
  let at = 0;
  for (const m of line.matchAll(INLINE)) {
    push(line.slice(at, m.index));
    at = m.index + m[0].length;
    if (m[1] !== undefined) out.push({ kind: 'strong', text: m[1] });
    else if (m[2] !== undefined || m[3] !== undefined) out.push({ kind: 'em', text: (m[2] ?? m[3]) as string });
    else if (m[4] !== undefined) out.push({ kind: 'code', text: m[4] });
    else {
      const href = safeHref(m[6] as string);
      if (href) out.push({ kind: 'link', text: m[5] as string, href });
      else push(m[5] as string);
    }
  }
  push(line.slice(at));
  return out;
}

const LIST_ITEM = /^\s*(?:([-*])|(\d+)[.)])\s+(.*)$/;

/** Headings (## and ###; # reads as ##), paragraphs (lines joined), bulleted and numbered lists. */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: MarkdownInline[][] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInlines(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length >= 3 ? 3 : 2, inlines: parseInlines(heading[2]) });
    } else if (item) {
      const ordered = item[2] !== undefined;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInlines(item[3]));
    } else if (list && /^\s+/.test(raw)) {
      const last = list.items.at(-1) as MarkdownInline[];
      last.push(...parseInlines(` ${line.trim()}`));
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
