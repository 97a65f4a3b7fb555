/** The capacity the site's owner works in: an agent of the insurer, or a development officer (an employee who recruits and leads agents). */
export const OWNER_ROLES = ['development-officer', 'agent'] as const;
export type OwnerRole = (typeof OWNER_ROLES)[number];

/** How the owner's texts speak: as a team ("we") or as one person ("I"): content/agency.json → voice. */
export const OWNER_VOICES = ['we', 'I'] as const;
export type OwnerVoice = (typeof OWNER_VOICES)[number];
