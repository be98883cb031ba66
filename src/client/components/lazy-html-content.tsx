import { Suspense, lazy } from 'react';
import { stripTags } from '@common/text-normalize';

// Inline tags join their text to the words around them ("<b>bőr</b>," stays "bőr,"); the rest
// (paragraphs, list items, line breaks) separate words.
const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi;

/** The HTML's text for the moment before the sanitizer arrives: no markup is ever rendered from it. */
function plainText(html: string): string {
  return stripTags(
    html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(INLINE_TAG, ''),
  );
}

// The sanitizer (DOMPurify) is about 8 KiB gzip: loaded only where HTML is shown, after the first
// paint, so it is not part of every page's first load (the shopper budget is 150 KiB).
const HtmlContent = lazy(() =>
  import(/* webpackChunkName: "html-content" */ './html-content').then((m) => ({
    default: m.HtmlContent,
  })),
);

/**
 * HtmlContent for HTML that is not the first thing a shopper reads (the announcement, a product's
 * description): the text shows at once without its tags, the formatting follows with the sanitizer.
 */
export function LazyHtmlContent({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const classes = ['html-content', className].filter(Boolean).join(' ');
  return (
    <Suspense fallback={<div className={classes}>{plainText(html ?? '')}</div>}>
      <HtmlContent html={html} className={className} />
    </Suspense>
  );
}
