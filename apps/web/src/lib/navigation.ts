/** Navigation for code outside React (the api client's go-login, logout). */
type Navigator = (path: string) => void;

// Until the router registers itself, a full page load still gets there.
const fallback: Navigator = (path) => window.location.assign(path);
let current: Navigator = fallback;

/** The app's router registers its navigate here; returns the undo. */
export function registerNavigator(navigate: Navigator): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = fallback;
  };
}

/** Opens a path in the app. */
export function navigateTo(path: string): void {
  current(path);
}
