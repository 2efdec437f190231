/**
 * The browser tests' stack and sign-in helpers, for the measuring scripts. The support files import each other without
 * an extension, as the bundler resolves them; Node's type stripping needs the `.ts`, so it is tried when a relative
 * import is not found.
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve: (specifier, context, next) => {
    try {
      return next(specifier, context);
    } catch (error) {
      if (error.code !== 'ERR_MODULE_NOT_FOUND' || !specifier.startsWith('.')) throw error;
      return next(`${specifier}.ts`, context);
    }
  },
});

export const { signedInDonor, useSession } = await import('../e2e/support/signed-in.ts');
export const { buildWebUser, REPO, startStack } = await import('../e2e/support/stack.ts');
