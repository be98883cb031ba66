import { useMemo } from 'react';
import { sanitizeHtml, stripTags } from './sanitize-html';

/**
 * Server HTML, sanitized before it reaches the DOM. If sanitizing fails the text is shown plain,
 * with the tags stripped (spec section 8).
 */
export function HtmlContent({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const rendered = useMemo(() => {
    try {
      return { html: sanitizeHtml(html ?? '') };
    } catch {
      return { text: stripTags(html ?? '') };
    }
  }, [html]);
  const classes = ['html-content', className].filter(Boolean).join(' ');
  if ('text' in rendered) return <div className={classes}>{rendered.text}</div>;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
}
