import type { ReactNode } from 'react';
import clsx from 'clsx';

export type CloseButtonProps = {
  /** What a press does; without it, the button submits its form (a `<form method="dialog">` closes its dialog). */
  onClick?: () => void;
  /** The button's name, e.g. "Close". */
  label: string;
  /** Its icon, drawn by the server. */
  icon: ReactNode;
  /** Where the button sits on its panel and its background, e.g. `top-3 right-3 bg-white/95`. */
  className: string;
};

/** The round Close button in the corner of a dialog's panel. */
export function CloseButton({ onClick, label, icon, className }: CloseButtonProps) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      className={clsx(
        'absolute z-10 inline-flex size-11 items-center justify-center rounded-full text-brand-900 shadow-card ring-1 ring-brand-100 transition hover:bg-brand-50',
        className,
      )}
    >
      {icon}
      <span className="sr-only">{label}</span>
    </button>
  );
}
