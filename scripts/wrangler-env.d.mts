/** Types of ./wrangler-env.mjs (plain JS so node scripts run it without a build). */
export function wranglerEnv(base?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
