import { defineConfig, mergeConfig } from 'vitest/config';
import { webUnitTestOptions } from '../libs/testing/src/web/unit-test-options';
import viteConfig from './vite.config.ts';

export default mergeConfig(viteConfig, defineConfig({ test: webUnitTestOptions() }));
