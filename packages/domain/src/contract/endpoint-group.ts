import { endpoint, type EndpointAuth, type EndpointDeclaration } from './endpoint.ts';

/** What a group's members share: their tags and, when they all have it, their auth. */
export interface EndpointGroupShared {
  auth?: EndpointAuth;
  tags: readonly string[];
}

type GroupMember<S extends EndpointGroupShared> = Omit<EndpointDeclaration, 'tags' | 'auth'> &
  (S extends { auth: EndpointAuth } ? { auth?: EndpointAuth } : { auth: EndpointAuth });

type Grouped<S extends EndpointGroupShared, D> = Omit<S, keyof D> & D;

/**
 * The endpoints of one feature area, declared together: each gets the area's tags and auth (an
 * endpoint may name its own auth, e.g. a permission of its own), keeping its literal types.
 */
export function endpointGroup<
  const S extends EndpointGroupShared,
  const Ds extends Record<string, GroupMember<S>>,
>(shared: S, declarations: Ds): { [K in keyof Ds]: Grouped<S, Ds[K]> };
export function endpointGroup(
  shared: EndpointGroupShared,
  declarations: Record<string, Omit<EndpointDeclaration, 'tags' | 'auth'> & { auth?: EndpointAuth }>,
): Record<string, EndpointDeclaration> {
  return Object.fromEntries(
    Object.entries(declarations).map(([name, declaration]) => [
      name,
      endpoint({ ...shared, ...declaration } as EndpointDeclaration),
    ]),
  );
}
