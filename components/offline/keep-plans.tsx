import type { KeepPlansView } from '@/lib/pages/offline';
import { Icon } from '@/components/ui/icons';
import { KeepPlansClient } from './keep-plans-client';

/**
 * "Keep plans on this phone" (components/offline/keep-plans-client.tsx), placed by the Products page and
 * the comparison: hidden in the HTML, so a page without JavaScript has no button that cannot work.
 */
export function KeepPlans({ view, className }: { view: KeepPlansView; className?: string }) {
  return <KeepPlansClient {...view} className={className} icon={<Icon name="keep" className="size-6" />} />;
}
