/** A problem with the local stack that the user can fix: printed as its message alone. */
export class StackError extends Error {}
