import domain from "@freight/eslint-config/domain";

export default domain;
