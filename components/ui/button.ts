import clsx from 'clsx';

export type ButtonVariant = 'gold' | 'navy' | 'outline' | 'outline-light' | 'whatsapp' | 'white';

const VARIANTS: Record<ButtonVariant, string> = {
  gold: 'bg-gold-400 text-brand-950 shadow-[0_10px_24px_-10px_rgb(246_180_14/0.8)] hover:bg-gold-300',
  navy: 'bg-brand-700 text-white shadow-card hover:bg-brand-800',
  outline: 'border-brand-200 bg-white text-brand-800 hover:border-brand-400 hover:bg-brand-50',
  'outline-light': 'border-white/40 text-white hover:border-white hover:bg-white/10',
  whatsapp: 'bg-whatsapp text-ink shadow-card hover:brightness-95',
  white: 'bg-white text-brand-900 shadow-card hover:bg-brand-50',
};

/**
 * The classes of a call-to-action link or button: rounded, bold, at least 48 pixels high. Every variant
 * has a 2-pixel border (transparent unless outlined), so buttons side by side are the same height.
 */
export function buttonClass(variant: ButtonVariant, className?: string): string {
  return clsx(
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-transparent px-6 py-2.5 text-base font-bold transition motion-reduce:transition-none',
    VARIANTS[variant],
    className,
  );
}
