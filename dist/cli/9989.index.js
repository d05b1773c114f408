export const id = 9989;
export const ids = [9989];
export const modules = {

/***/ 9989:
/***/ (function(module) {

module.exports = eval("require")("canvas");


/***/ })

};
