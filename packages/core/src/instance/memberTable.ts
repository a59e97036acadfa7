// The instance's objects of ~100 members, kept for the page's life, as one table: built member by member (an object
// literal is), an object gets one hidden class per member, ~40 bytes each; an object that starts with no prototype is
// a dictionary, and stays one when its prototype is set afterwards.

/** the same members (accessors kept as accessors), in an object the engine keeps as one table */
export function memberTable<T extends object>(members: T): T {
  const table = Object.defineProperties(Object.create(null), Object.getOwnPropertyDescriptors(members))
  return Object.setPrototypeOf(table, Object.getPrototypeOf(members)) as T
}
