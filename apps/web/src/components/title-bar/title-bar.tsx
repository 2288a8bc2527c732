import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { BackIcon, ChevronDownIcon } from '../icons/icons';
import './title-bar.css';

/** What the layout around a page tells its title bar. */
export interface TitleBarShell {
  /** The variant's display name: the default title and the end of the page title. */
  appName: string;
  /** Space above the bar for the status bar of app webviews (spec §2), as a CSS length. */
  statusBarMargin: string;
  /** The app's back behaviour (spec §2). */
  onBack: () => void;
}

/** Provided by the app's layouts; the default suits a page rendered on its own (tests). */
export const TitleBarShellContext = createContext<TitleBarShell>({
  appName: '',
  statusBarMargin: '0',
  onBack: () => window.history.back(),
});

/** An icon button on the right of the bar. */
export interface TitleBarIconButton {
  icon: ReactNode;
  /** Read by screen readers; the icon itself has no text. */
  label: string;
  onClick: () => void;
}

/** Up to three icon buttons, or one text button (spec §2). */
export type TitleBarRight =
  | {
      icons:
        | [TitleBarIconButton]
        | [TitleBarIconButton, TitleBarIconButton]
        | [TitleBarIconButton, TitleBarIconButton, TitleBarIconButton];
    }
  | { text: string; onClick: () => void };

/** Props of the mobile title bar. */
export interface TitleBarProps {
  /** Defaults to the app name. */
  title?: string;
  back?: boolean;
  /** Makes the title a button with a toggle arrow. */
  toggle?: { open: boolean; onToggle: () => void };
  right?: TitleBarRight;
  /** Colours; the default is a blue bar with light text. */
  background?: string;
  color?: string;
}

/** The coloured title bar of spec §2; it also sets the page title (app name, plus the page name). */
export function TitleBar({ title, back = false, toggle, right, background, color }: TitleBarProps) {
  const shell = useContext(TitleBarShellContext);
  const text = title ?? shell.appName;

  useEffect(() => {
    document.title = text && text !== shell.appName ? `${text} - ${shell.appName}` : shell.appName;
  }, [text, shell.appName]);

  return (
    <header
      className="yw-title-bar"
      data-testid="title-bar"
      style={{ paddingTop: shell.statusBarMargin, background, color }}
    >
      <div className="yw-title-bar__row">
        <div className="yw-title-bar__side">
          {back && (
            <button
              type="button"
              className="yw-title-bar__button"
              aria-label="返回"
              data-testid="title-bar-back"
              onClick={shell.onBack}
            >
              <BackIcon />
            </button>
          )}
        </div>
        {toggle ? (
          <button
            type="button"
            className="yw-title-bar__title yw-title-bar__title--toggle"
            aria-expanded={toggle.open}
            onClick={toggle.onToggle}
          >
            <span className="yw-title-bar__title-text">{text}</span>
            <ChevronDownIcon
              className={toggle.open ? 'yw-title-bar__arrow yw-title-bar__arrow--open' : 'yw-title-bar__arrow'}
            />
          </button>
        ) : (
          <h1 className="yw-title-bar__title">
            <span className="yw-title-bar__title-text">{text}</span>
          </h1>
        )}
        <div className="yw-title-bar__side yw-title-bar__side--right">
          {right && 'text' in right && (
            <button type="button" className="yw-title-bar__button yw-title-bar__button--text" onClick={right.onClick}>
              {right.text}
            </button>
          )}
          {right &&
            'icons' in right &&
            right.icons.map((item) => (
              <button
                key={item.label}
                type="button"
                className="yw-title-bar__button"
                aria-label={item.label}
                onClick={item.onClick}
              >
                {item.icon}
              </button>
            ))}
        </div>
      </div>
    </header>
  );
}
