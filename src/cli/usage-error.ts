/** A mistake in how the command was typed (exit code 2), as opposed to a failure doing it. */
export class UsageError extends Error {
  override name = 'UsageError';
}
