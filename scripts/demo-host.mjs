/**
 * Whether a demo listening on `host` answers other machines: anything but a loopback address or the name
 * localhost, which only this machine reaches.
 * @param {string} host
 */
export function reachableFromOthers(host) {
  const address = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return !(address === 'localhost' || address === '::1' || /^(?:::ffff:)?127\.\d+\.\d+\.\d+$/.test(address));
}
