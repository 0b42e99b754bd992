/** A member's name as the site shows it in sentences, messages and audit lines: "First Last". */
export function fullName(member: { firstName: string; lastName: string }): string {
  return `${member.firstName} ${member.lastName}`;
}
