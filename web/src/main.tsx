// The page's entry, kept tiny: the browser first paints what the HTML already holds (a prerendered page, or the boot
// shell of index.html), and only then fetches and runs the app, whose start-up work would otherwise hold that
// first paint back. The app's chunk names the chunks it needs in its own imports, which the browser then fetches
// in parallel.
import { startRecording } from './app/beforeLive';

// A drawn page takes keys, ticks and presses before the app runs: they are recorded from here and given to the app.
startRecording(document.getElementById('root'));
requestAnimationFrame(() => setTimeout(() => void import('./app/boot')));
