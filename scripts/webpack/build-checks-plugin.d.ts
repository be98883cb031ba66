import type { Compiler } from 'webpack';

/** See build-checks-plugin.js (webpack.config.js is CommonJS, so the plugin is too). */
export declare class BuildChecksPlugin {
  apply(compiler: Compiler): void;
}
