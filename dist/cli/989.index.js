export const id = 989;
export const ids = [989];
export const modules = {

/***/ 9989:
/***/ ((module) => {

module.exports = eval("require")("canvas");


/***/ })

};
