// The page's entry, kept tiny: the browser first paints what the HTML already holds (a prerendered page, or the boot
// shell of index.html), and only then fetches and runs the app, whose start-up work would otherwise hold that
// first paint back. `import()` preloads the app's chunks in parallel (Vite's preload helper).
requestAnimationFrame(() => setTimeout(() => void import('./app/boot')));
