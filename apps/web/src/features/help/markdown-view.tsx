import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type MarkdownInline, parseMarkdown } from '@salon/shared';
import { Link as RouterLink } from 'react-router';

function Inline({ part }: { part: MarkdownInline }) {
  switch (part.kind) {
    case 'strong':
      return <strong>{part.text}</strong>;
    case 'em':
      return <em>{part.text}</em>;
    case 'code':
      return <code>{part.text}</code>;
    case 'link':
      return part.href.startsWith('/') ? (
        <Link component={RouterLink} to={part.href} underline="always">
          {part.text}
        </Link>
      ) : (
        <Link href={part.href} underline="always" target={part.href.startsWith('http') ? '_blank' : undefined} rel="noopener noreferrer">
          {part.text}
        </Link>
      );
    default:
      return <>{part.text}</>;
  }
}

/** Parsed Markdown has no ids and never reorders: a part's position is its key. */
const keyed = <T,>(items: readonly T[]) => items.map((item, position) => ({ item, key: String(position) }));

const inlines = (parts: MarkdownInline[]) => keyed(parts).map(({ item, key }) => <Inline key={key} part={item} />);

/**
 * An article's Markdown as elements: text is never parsed as HTML (React escapes it), and the parser keeps only
 * http(s), mailto and same-site links. `headingLevel` is the level of the article's own "##" headings.
 */
export function MarkdownView({ source, headingLevel = 2 }: { source: string; headingLevel?: 2 | 3 }) {
  return (
    <div>
      {keyed(parseMarkdown(source)).map(({ item: block, key }) => {
        if (block.kind === 'heading') {
          const level = Math.min(6, headingLevel + block.level - 2) as 2 | 3 | 4;
          return (
            <Typography
              key={key}
              component={`h${level}`}
              variant={level === 2 ? 'h6' : 'subtitle1'}
              sx={{ mt: 2.5, mb: 1, fontWeight: 600 }}
            >
              {inlines(block.inlines)}
            </Typography>
          );
        }
        if (block.kind === 'list') {
          const Tag = block.ordered ? 'ol' : 'ul';
          return (
            <Typography key={key} component={Tag} variant="body1" sx={{ pl: 3, my: 1.5, '& li': { mb: 0.75 } }}>
              {keyed(block.items).map(({ item, key: itemKey }) => (
                <li key={itemKey}>{inlines(item)}</li>
              ))}
            </Typography>
          );
        }
        return (
          <Typography key={key} variant="body1" sx={{ my: 1.5 }}>
            {inlines(block.inlines)}
          </Typography>
        );
      })}
    </div>
  );
}
