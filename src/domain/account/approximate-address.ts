// An address as the Security tab shows it: near enough to recognise ("was that my home network?"),
// not enough to pinpoint a caller. IPv4 keeps its first three parts (a.b.c.x), IPv6 its first
// three groups (the provider's routing prefix, never the subscriber's /64).

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export const UNKNOWN_ADDRESS = 'Unknown';

function maskIPv4(address: string): string | null {
  const parts = IPV4.exec(address);
  if (!parts || parts.slice(1).some((part) => Number(part) > 255)) return null;
  return `${parts[1]}.${parts[2]}.${parts[3]}.x`;
}

/** The first three groups of an IPv6 address, with '::' expanded, zeros trimmed. */
function maskIPv6(address: string): string | null {
  if (!/^[0-9a-f:.]+$/i.test(address) || !address.includes(':')) return null;
  const [head = '', tail, extra] = address.toLowerCase().split('::');
  if (extra !== undefined) return null;
  const groupsOf = (text: string) => (text === '' ? [] : text.split(':'));
  const left = groupsOf(head);
  const right = groupsOf(tail ?? '');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 1) return null;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  if (groups.slice(0, 3).some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}:x:x:x:x:x`;
}

export function approximateAddress(address: string | null | undefined): string {
  if (!address) return UNKNOWN_ADDRESS;
  const plain = address.trim().replace(/%.*$/, '');
  const mapped = IPV4_MAPPED.exec(plain);
  return maskIPv4(mapped?.[1] ?? plain) ?? maskIPv6(plain) ?? UNKNOWN_ADDRESS;
}
