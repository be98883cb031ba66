import { stripTags } from '@common/text-normalize';
import { useHtmlContentModule } from './html-content-loader';

// Inline tags join their text to the words around them ("<b>bőr</b>," stays "bőr,"); the rest
// (paragraphs, list items, line breaks) separate words.
const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|i|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi;

/** The HTML's text for the moment before the sanitizer arrives: no markup is ever rendered from it. */
function plainText(html: string): string {
  return stripTags(
    html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(INLINE_TAG, ''),
  );
}

/**
 * HtmlContent for HTML that is not the first thing a shopper reads (a product's description, a
 * tile's text): the text shows at once without its tags, the formatting follows with the sanitizer
 * (html-content-loader.ts).
 */
export function LazyHtmlContent({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const sanitizer = useHtmlContentModule();
  if (sanitizer) return <sanitizer.HtmlContent html={html} className={className} />;
  const classes = ['html-content', className].filter(Boolean).join(' ');
  return <div className={classes}>{plainText(html ?? '')}</div>;
}
