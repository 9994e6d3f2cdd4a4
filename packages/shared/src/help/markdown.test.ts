import { describe, expect, it } from 'vitest';
import { markdownExcerpt, searchWords } from './help-article.schemas.ts';
import { parseInlines, parseMarkdown, safeHref } from './markdown.ts';

describe('help Markdown', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:help@salon.test', 'mailto:help@salon.test'],
    ['/customer/contact-us', '/customer/contact-us'],
    ['#steps', '#steps'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['//evil.test/x', null],
    ['data:text/html,<b>x</b>', null],
    ['ftp://files.test', null],
  ])('safeHref(%s) = %s', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });

  it('keeps raw HTML as text and drops unsafe links to their words', () => {
    expect(parseInlines('<img src=x onerror=alert(1)> [click](javascript:evil) and [us](mailto:a@b.c)')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> click and ' },
      { kind: 'link', text: 'us', href: 'mailto:a@b.c' },
    ]);
  });

  it('parses headings, numbered and bulleted lists, paragraphs and emphasis', () => {
    expect(parseMarkdown('# Close\nCount the **cash**\nand *coins*.\n\n1. Count\n2. Press `Close`\n- Note\n### Done')).toEqual([
      { kind: 'heading', level: 2, inlines: [{ kind: 'text', text: 'Close' }] },
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'Count the ' },
          { kind: 'strong', text: 'cash' },
          { kind: 'text', text: ' and ' },
          { kind: 'em', text: 'coins' },
          { kind: 'text', text: '.' },
        ],
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          [{ kind: 'text', text: 'Count' }],
          [
            { kind: 'text', text: 'Press ' },
            { kind: 'code', text: 'Close' },
          ],
        ],
      },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'Note' }]] },
      { kind: 'heading', level: 3, inlines: [{ kind: 'text', text: 'Done' }] },
    ]);
  });

  it.each([
    ['## Steps\n1. Count the **cash**', 20, 'Steps Count the cash'],
    ['Open [the drawer](/admin/store/cash-drawer) and count every note carefully', 30, 'Open the drawer and count…'],
  ])('markdownExcerpt(%j, %i) = %j', (body, max, expected) => {
    expect(markdownExcerpt(body, max)).toBe(expected);
  });

  it('splits a search into distinct lower-case words', () => {
    expect(searchWords('  Cash, cash DRAWER close-out ')).toEqual(['cash', 'drawer', 'close', 'out']);
    expect(searchWords(undefined)).toEqual([]);
  });
});
