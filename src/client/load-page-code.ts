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
  const preloads = modules.split(' ').filter(Boolean);
  // Starting a module's fetch costs the main thread about half a millisecond: a page's 40 at once
  // were a task of 15-40 ms (60-160 on Lighthouse's slowed phone), so a few go in each task.
  const appendSome = () => {
    for (const href of preloads.splice(0, 4)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (preloads.length > 0) {
      setTimeout(appendSome);
      return;
    }
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  };
  // A frame's callback runs before the frame is painted, its timeout after.
  requestAnimationFrame(() => setTimeout(appendSome));
})(document.currentScript as HTMLScriptElement);
