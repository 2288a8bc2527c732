import { type CSSProperties, Suspense, useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { CharLookup } from '../../components/char-lookup/char-lookup';
import { DictionaryHost } from '../../components/dictionary-overlay/dictionary-host';
import { PageFallback } from '../../components/page-state/page-state';
import { type TitleBarShell, TitleBarShellContext } from '../../components/title-bar/title-bar';
import { hasNativeHost, isIOS, onHostBack } from '../../platform/host';
import { useBackAction } from '../back/use-back-action';
import { useIdentity } from '../identity/identity-context';
import { isAppWebview, mobileRootFontSize, safeAreaBottom, statusBarMargin } from './shell-metrics';
import { useRootFontSize, useViewportSize } from './use-viewport-size';
import './layouts.css';

/** The mobile shell: rem sizing, the title bar's surroundings, the back behaviour, safe areas. */
export function MobileLayout() {
  const identity = useIdentity();
  const onBack = useBackAction();
  const { width } = useViewportSize();
  useRootFontSize(mobileRootFontSize(width));
  useEffect(() => onHostBack(onBack), [onBack]);

  const shell = useMemo<TitleBarShell>(() => {
    const inApp = isAppWebview(identity.from, identity.product, hasNativeHost());
    return {
      appName: identity.variant.name,
      statusBarMargin: statusBarMargin(inApp, isIOS(navigator.userAgent, navigator.maxTouchPoints)),
      onBack,
    };
  }, [identity, onBack]);

  return (
    <TitleBarShellContext.Provider value={shell}>
      <div className="yw-mobile" style={{ '--yw-safe-bottom': safeAreaBottom(identity.product) } as CSSProperties}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
        <CharLookup mobile />
        <DictionaryHost desktop={false} />
      </div>
    </TitleBarShellContext.Provider>
  );
}
