import './styles/tokens.css';
import './app/boot-splash.css';
import { loadLibrariesInSteps, nextTask } from './library-steps';

/**
 * The page's splash (index.html) paints first; then the app's code, which the page preloads
 * (build/preload-app.ts), is run. On a slow phone something shows at once instead of a blank page
 * while the code arrives and is evaluated.
 */
function afterFirstPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // The callback after the next frame has been drawn; a hidden tab draws no frames, hence the timer.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 300);
}

const root = document.getElementById('root');
if (root) {
  afterFirstPaint(() => {
    // The app's chunk is evaluated in one task and started in the next: together they held a slow
    // phone's main thread for over a tenth of a second.
    loadLibrariesInSteps()
      .then(() => import('./app/start'))
      .then(async ({ start }) => {
        await nextTask();
        await start(root);
      })
      .catch(() => {
        const line = root.querySelector('.yw-boot__line');
        if (line) line.textContent = '没有打开，请检查网络后刷新页面';
      });
  });
}
