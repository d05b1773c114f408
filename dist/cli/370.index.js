export const id = 370;
export const ids = [370];
export const modules = {

/***/ 9989:
/***/ ((module) => {

module.exports = eval("require")("canvas");


/***/ })

};
