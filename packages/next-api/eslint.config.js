import base from "@freight/eslint-config/base";

export default base;
