import type { Block } from '../content/blog';

/** Renders content blocks (articles, legal documents): plain text only, so nothing in content can inject HTML. */
export function Blocks({ blocks, headingLevel = 2 }: { blocks: readonly Block[]; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'p':
            return <p key={index}>{block.text}</p>;
          case 'h2':
            return (
              <H key={index} id={block.id}>
                {block.text}
              </H>
            );
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </List>
            );
          }
          case 'note':
            return (
              <aside key={index} className="pz-note">
                <p>{block.text}</p>
              </aside>
            );
          default:
            return null;
        }
      })}
    </>
  );
}

/** Dates as Polish readers write them: "14 października 2026". */
export const formatDatePl = (iso: string): string =>
  new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

export function Breadcrumbs({ items }: { items: { name: string; path?: string }[] }) {
  return (
    <nav className="pz-crumbs" aria-label="Okruszki">
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            {item.path && index < items.length - 1 ? (
              <a href={item.path}>{item.name}</a>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
