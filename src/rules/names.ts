// A rule's names: the facts of a resolution may carry `names` (id → the
// scenario's name) so that its texts say "Les Loups" and "Brute" where the
// state knows them; a stateless line has none, and the id is said (U402).

/** A rule's lookup of the names its facts carry (`names`, U402): the name, else the id (a stateless line has none). */
export function namer(names: Readonly<Record<string, string>> | undefined): (id: string) => string {
  return (id) => (names && Object.hasOwn(names, id) ? names[id] : id);
}
