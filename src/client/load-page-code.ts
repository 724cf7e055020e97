/**
 * A prerendered public page's code, loaded after the page's first paint. The page is complete
 * without it (its controls wait for their code: "No lost taps" in the README), and fetched and
 * compiled beside the first layout, its 30-40 modules held the first paint back on a phone.
 * The prerender (scripts/build/prerender.ts) writes this script's tag, a classic deferred
 * script (so it leaves no names on `window`, it is one function called at once), with the
 * page's entry and the modules to preload in its data attributes.
 */
((script: HTMLScriptElement) => {
  const { entry = '', modules = '' } = script.dataset;
  // A frame's callback runs before the frame is painted, its timeout after.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of modules.split(' ').filter(Boolean)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      const module = document.createElement('script');
      module.type = 'module';
      module.crossOrigin = '';
      module.src = entry;
      document.head.append(module);
    }),
  );
})(document.currentScript as HTMLScriptElement);
