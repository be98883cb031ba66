import { useEffect, useState } from 'react';

type HtmlContentModule = typeof import('./html-content');

// The sanitizer (DOMPurify, about 10 KiB gzip) is a chunk of its own, loaded only where HTML is shown,
// so it is not part of every page's first load (the shopper budget is 150 KiB).
let loaded: HtmlContentModule | null = null;
let loading: Promise<HtmlContentModule> | null = null;

/** Starts loading the sanitizer's chunk once; resolves with its module. */
export function loadHtmlContent(): Promise<HtmlContentModule> {
  loading ??= import(/* webpackChunkName: "html-content" */ './html-content').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/**
 * The sanitizer's module, or null while it loads (then the component renders again when it is in).
 * Once loaded it is there in the very first render: index.tsx loads it before React's first render
 * when the announcement will show, so the announcement is drawn in the page's first frame.
 */
export function useHtmlContentModule(): HtmlContentModule | null {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadHtmlContent().then(
      (m) => live && setModule(m),
      () => undefined, // a chunk that cannot load leaves the plain text (LazyHtmlContent)
    );
    return () => {
      live = false;
    };
  }, [module]);
  return module;
}
