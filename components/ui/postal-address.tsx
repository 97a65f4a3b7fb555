import type { Site } from '@/lib/content';

export type PostalAddressProps = { address: Site['address']; className?: string; testId?: string };

/** The office's postal address, a line each, ending with town, state and PIN code. */
export function PostalAddress({ address, className, testId }: PostalAddressProps) {
  return (
    <address className={className} data-testid={testId}>
      {address.lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">
        {address.locality}, {address.region} {address.postalCode}
      </span>
    </address>
  );
}
