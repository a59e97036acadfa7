// Objects of ~100 members or more kept for the page's life (the instance's, the error table), as one table: built
// member by member (an object literal is), an object gets one hidden class per member, ~40 bytes each; an object that
// starts with no prototype is a dictionary, and stays one when its prototype is set afterwards.

/**
 * the same members (accessors kept as accessors), in an object the engine keeps as one table; `mapValue` replaces
 * each value member on the way (an accessor is copied as it is)
 */
export function memberTable<T extends object>(members: T, mapValue?: (value: unknown) => unknown): T {
  const descriptors = Object.getOwnPropertyDescriptors(members) as Record<string, PropertyDescriptor>
  if (mapValue)
    for (const descriptor of Object.values(descriptors))
      if ('value' in descriptor) descriptor.value = mapValue(descriptor.value)
  const table = Object.defineProperties(Object.create(null), descriptors)
  return Object.setPrototypeOf(table, Object.getPrototypeOf(members)) as T
}
