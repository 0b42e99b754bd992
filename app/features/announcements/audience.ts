/**
 * Who an announcement goes to, as the officer chooses it and as the form posts it: `active`, `officers`, `alumni`,
 * `class:<class>` or `family:<family>`. Pure, shared by the form and the server.
 */
export type Audience =
  | { kind: 'active' }
  | { kind: 'officers' }
  | { kind: 'alumni' }
  | { kind: 'class'; name: string }
  | { kind: 'family'; name: string };

const PLAIN = ['active', 'officers', 'alumni'] as const;

/** The audience a posted value names, or null for anything else. */
export function parseAudience(value: string): Audience | null {
  if ((PLAIN as readonly string[]).includes(value)) return { kind: value as (typeof PLAIN)[number] };
  const match = /^(class|family):(.{1,80})$/.exec(value);
  if (!match) return null;
  return { kind: match[1] as 'class' | 'family', name: match[2] as string };
}

/** The value the form posts for an audience. */
export function audienceValue(audience: Audience): string {
  return 'name' in audience ? `${audience.kind}:${audience.name}` : audience.kind;
}

/** The audience in words, as the form's choices and the list of sent announcements say it. */
export function audienceName(audience: Audience): string {
  switch (audience.kind) {
    case 'active':
      return 'All active members';
    case 'officers':
      return 'Officers';
    case 'alumni':
      return 'Alumni who have an email';
    case 'class':
      return `The ${audience.name} class`;
    case 'family':
      return `The ${audience.name} family`;
  }
}
