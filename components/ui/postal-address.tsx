import type { Site } from '@/lib/content';

export type PostalAddressProps = {
  address: Site['address'];
  /** A first line naming who is there, e.g. the owner's role ("Development Officer"). */
  attention?: string;
  className?: string;
};

/** The office's postal address, a line each, ending with town, state and PIN code. */
export function PostalAddress({ address, attention, className }: PostalAddressProps) {
  return (
    <address className={className}>
      {attention && <span className="block font-semibold">{attention}</span>}
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
