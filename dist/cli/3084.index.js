export const id = 3084;
export const ids = [3084];
export const modules = {

/***/ 3084:
/***/ (function(module) {

module.exports = eval("require")("canvas");


/***/ })

};
